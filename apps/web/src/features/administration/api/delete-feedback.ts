import { apiRequest } from '@/lib/api-client'

/** Removes a feedback entry (the shop lets any logged-in user do this). */
export async function deleteFeedback(id: number): Promise<void> {
  await apiRequest(`/api/Feedbacks/${id}`, { method: 'DELETE' })
}
