/** Product descriptions carry links; script blocks are removed before they are shown. */
const descriptionMarkup = (description: string) => ({ __html: description.replace(/<script[\s\S]*?<\/script>/gi, '') })
