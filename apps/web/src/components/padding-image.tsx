/**
 * Invisible image whose download tells the server that a hidden page was opened
 * (Score Board 1px, Web3 Sandbox 11px, Admin Section 19px, Token Sale 56px, Privacy Policy 81px).
 */
export type PaddingSize = '1px' | '11px' | '19px' | '56px' | '81px'

export function PaddingImage({ size }: { size: PaddingSize }) {
  return <img src={`assets/public/images/padding/${size}.png`} alt="" />
}
