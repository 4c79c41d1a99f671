/** Spec: comments up to 160 characters, a rating of 1 to 5 stars, and the captcha's result as a whole number. */
export const MAX_COMMENT_LENGTH = 160
export const MAX_RATING = 5

export interface FeedbackFields {
  comment: string
  captcha: string
  rating: number
}

export function feedbackErrors({ comment, captcha, rating }: FeedbackFields) {
  return {
    comment: comment.trim() === '' ? 'MANDATORY_COMMENT' : comment.length > MAX_COMMENT_LENGTH ? 'MAX_COMMENT_LENGTH' : undefined,
    captcha: captcha.trim() === '' ? 'MANDATORY_CAPTCHA_RESULT' : /^-?\d+$/.test(captcha.trim()) ? undefined : 'INVALID_CAPTCHA',
    // the slider shows the rule: no message, but no feedback without stars
    rating: rating < 1 ? '' : undefined,
  }
}

/** How the author appears in the comment: the email without its first three characters, or anonymous. */
export const maskedAuthor = (email: string | undefined): string | undefined => (email ? `***${email.slice(3)}` : undefined)
