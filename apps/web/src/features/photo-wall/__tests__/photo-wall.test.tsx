import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storeToken } from '@/lib/auth-storage'
import { stubServer } from '@/testing/fake-server'
import { renderScreen, tokenWithRole } from '@/testing/render'
import { PhotoWall } from '../components/photo-wall'

const CAT = 'assets/public/images/uploads/ᓚᘏᗢ-#zatschi-#whoneedsfourlegs-1572600969477.jpg'
const memory = (id: number, caption: string, imagePath: string) => ({ id, caption, imagePath, UserId: 1, User: { username: 'bkimminich' } })

/** Typing and clicking through a whole form takes a while on a busy machine. */
const SLOW_UI_TEST_MS = 20_000

afterEach(() => localStorage.clear())

describe('photo wall', () => {
  it('shows every memory with its caption, the image path used as stored', async () => {
    stubServer({ 'GET /rest/memories': { json: { status: 'success', data: [memory(1, 'Queen of the sofa', CAT)] } } })
    renderScreen(<PhotoWall />)
    const image = await screen.findByRole('img', { name: 'Queen of the sofa' })
    expect(image.getAttribute('src')).toBe(CAT)
    expect(screen.getByText('Queen of the sofa')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument()
  }, SLOW_UI_TEST_MS)

  it('lets a logged-in user share a png with a caption and refuses other files', async () => {
    storeToken(tokenWithRole('customer'))
    let wall = [memory(1, 'Old', 'assets/public/images/uploads/old.jpg')]
    const server = stubServer({
      'GET /rest/memories': () => ({ json: { status: 'success', data: wall } }),
      'POST /rest/memories': () => {
        wall = [...wall, memory(2, 'Beach', 'assets/public/images/uploads/beach.png-1.png')]
        return { json: { status: 'success', data: wall[1] } }
      },
    })
    const fetchStub = vi.mocked(fetch)
    renderScreen(<PhotoWall />)
    const input = await screen.findByLabelText('Photo')
    await userEvent.upload(input, new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }), { applyAccept: false })
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PNG and JPEG photos can be shared.')
    await userEvent.upload(input, new File(['png'], 'beach.png', { type: 'image/png' }))
    await userEvent.type(screen.getByLabelText('Caption'), 'Beach')
    await userEvent.click(screen.getByRole('button', { name: 'Share' }))
    expect(await screen.findByRole('img', { name: 'Beach' })).toBeInTheDocument()
    expect(server.requestsTo('POST', '/rest/memories')).toHaveLength(1)
    const sent = fetchStub.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body as FormData
    expect(sent.get('caption')).toBe('Beach')
    expect((sent.get('image') as File).name).toBe('beach.png')
    await waitFor(() => expect(screen.getByText('Your photo is on the wall now.')).toBeInTheDocument())
  }, SLOW_UI_TEST_MS)
})
