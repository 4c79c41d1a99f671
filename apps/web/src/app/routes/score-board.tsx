import { ScoreBoard } from '@/features/challenges/components/score-board'
import { CodingChallengeDialog } from '@/features/coding-challenge/components/coding-challenge-dialog'

export default function ScoreBoardPage() {
  return <ScoreBoard CodingChallengeDialog={CodingChallengeDialog} />
}
