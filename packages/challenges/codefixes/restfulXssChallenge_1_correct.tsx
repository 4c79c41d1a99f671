/** Product descriptions carry links: an allow-list sanitiser keeps links and simple formatting, nothing else. */
const descriptionMarkup = (description: string) => ({
  __html: DOMPurify.sanitize(description, { ALLOWED_TAGS: ['a', 'b', 'em', 'strong', 'br'], ALLOWED_ATTR: ['href'] }),
})
