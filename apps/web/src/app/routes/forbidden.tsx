import { useSearchParams } from 'react-router'
import { ForbiddenMessage } from '@/components/forbidden-message'

export default function ForbiddenPage() {
  const [searchParams] = useSearchParams()
  return <ForbiddenMessage errorKey={searchParams.get('error') ?? ''} />
}
