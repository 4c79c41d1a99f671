/**
 * Invisible image whose download tells the server that a hidden page was opened
 * (Score Board 1px, Web3 Sandbox 11px, Admin Section 19px, Token Sale 56px, Privacy Policy 81px).
 */
export type PaddingSize = '1px' | '11px' | '19px' | '56px' | '81px'

export function PaddingImage({ size }: { size: PaddingSize }) {
  // Out of the layout flow: a stretched 1-pixel image would otherwise grow as wide (and tall) as its container.
  return (
    <img
      src={`assets/public/images/padding/${size}.png`}
      alt=""
      width={Number.parseInt(size, 10)}
      height={1}
      style={{ position: 'absolute' }}
    />
  )
}
