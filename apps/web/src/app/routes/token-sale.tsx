import Paper from '@mui/material/Paper'
import { PaddingImage } from '@/components/padding-image'
import { TokenSale } from '@/features/web3/components/token-sale'

export default function TokenSalePage() {
  return (
    <Paper sx={{ p: 3, maxWidth: 640, mx: 'auto' }}>
      <PaddingImage size="56px" />
      <TokenSale />
    </Paper>
  )
}
