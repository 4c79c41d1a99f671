import { ScoreBoard } from '@/features/challenges/components/score-board'

export default function ScoreBoardPage() {
  return <ScoreBoard />
}
