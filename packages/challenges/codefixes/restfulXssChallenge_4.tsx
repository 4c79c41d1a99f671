/** Product descriptions carry links; they are encoded before they are shown. */
const descriptionMarkup = (description: string) => ({ __html: encodeURI(description) })
