import { ScoreBoardPreview } from '@/features/challenges/components/score-board-preview'
import { CodingChallengeDialog } from '@/features/coding-challenge/components/coding-challenge-dialog'

export default function ScoreBoardPreviewPage() {
  return <ScoreBoardPreview CodingChallengeDialog={CodingChallengeDialog} />
}
