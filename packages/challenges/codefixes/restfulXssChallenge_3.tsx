/** Product descriptions carry links; descriptions with frames are not shown. */
const descriptionMarkup = (description: string) => ({ __html: description.includes('<iframe') ? '' : description })
