import { z } from 'zod'

/** The coding-challenge calls (research/api.md "snippets"); the web dialog and the server share these shapes. */

/** GET /snippets: the keys of every challenge that has a coding challenge. */
export const snippetKeysSchema = z.object({ challenges: z.array(z.string()) })

/** GET /snippets/:key: the marked region of Pulp's own source, numbered from line 1. */
export const snippetSchema = z.object({ snippet: z.string() })
export type CodeSnippet = z.infer<typeof snippetSchema>

export const findItRequestSchema = z.object({
  key: z.string().min(1).max(100),
  selectedLines: z.array(z.number().int().min(1).max(10_000)).max(1_000),
})
export type FindItRequest = z.infer<typeof findItRequestSchema>

/** POST /snippets/verdict: on a wrong answer, a hint once earlier attempts have been counted. */
export const findItVerdictSchema = z.object({ verdict: z.boolean(), hint: z.string().optional() })
export type FindItVerdict = z.infer<typeof findItVerdictSchema>

/** GET /snippets/fixes/:key: complete alternative versions of the snippet, in option order. */
export const codeFixesSchema = z.object({ fixes: z.array(z.string()) })
export type CodeFixes = z.infer<typeof codeFixesSchema>

export const fixItRequestSchema = z.object({
  key: z.string().min(1).max(100),
  /** 0-based index into the fixes as GET /snippets/fixes/:key lists them. */
  selectedFix: z.number().int().min(0).max(100),
})
export type FixItRequest = z.infer<typeof fixItRequestSchema>

/** POST /snippets/fixes: why the chosen fix is (not) right. */
export const fixItVerdictSchema = z.object({ verdict: z.boolean(), explanation: z.string().optional() })
export type FixItVerdict = z.infer<typeof fixItVerdictSchema>
