/** Product descriptions carry links, so the shop trusts them as HTML, whoever wrote them through the API. */
const descriptionMarkup = (description: string) => ({ __html: description.replace(/<script[\s\S]*?<\/script>/gi, '') })
