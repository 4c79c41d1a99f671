import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { stubServer } from '@/testing/fake-server'
import { renderScreen } from '@/testing/render'
import { publicUser } from '@/testing/shop-fixtures'
import { ChangePasswordForm } from '../components/change-password-form'

type User = ReturnType<typeof userEvent.setup>

const field = (label: RegExp) => screen.getByLabelText(label)
const submitButton = () => screen.getByRole('button', { name: /change password/i })

async function fillChange(user: User, current: string, next: string, repeat = next) {
  await user.type(field(/^current password/i), current)
  await user.type(field(/^new password/i), next)
  await user.type(field(/^repeat new password/i), repeat)
}

describe('change password form', () => {
  it('asks for the current password and a new one of 5 to 40 characters, repeated exactly', async () => {
    const user = userEvent.setup()
    renderScreen(<ChangePasswordForm />, '/privacy-security/change-password')
    expect(submitButton()).toBeDisabled()

    await user.click(field(/^current password/i))
    await user.tab()
    expect(screen.getByText('Please enter your current password.')).toBeInTheDocument()
    await user.type(field(/^new password/i), 'abc')
    expect(screen.getByText('Use between 5 and 40 characters.')).toBeInTheDocument()
    await user.clear(field(/^new password/i))
    await user.type(field(/^new password/i), 'x'.repeat(41))
    expect(screen.getByText('Use between 5 and 40 characters.')).toBeInTheDocument()
    await user.clear(field(/^new password/i))
    await user.type(field(/^new password/i), 'slurmCl4ssic')
    await user.type(field(/^repeat new password/i), 'slurmCl4ssix')
    expect(screen.getByText('The two passwords differ.')).toBeInTheDocument()
    await user.type(field(/^current password/i), 'old')
    expect(submitButton()).toBeDisabled()

    await user.clear(field(/^repeat new password/i))
    await user.type(field(/^repeat new password/i), 'slurmCl4ssic')
    expect(submitButton()).toBeEnabled()
  })

  it('sends the three passwords in the query and confirms the change', async () => {
    const server = stubServer({
      'GET /rest/user/change-password': { json: { user: publicUser({ id: 3, email: 'bender@juice-sh.op' }) } },
    })
    const user = userEvent.setup()
    renderScreen(<ChangePasswordForm />, '/privacy-security/change-password')
    await fillChange(user, 'OhG0dPlease1nsertLiquor!', 'slurm & more')
    await user.click(submitButton())

    expect(await screen.findByTestId('change-password-outcome')).toHaveTextContent('Your password has been changed.')
    const [request] = server.requests
    expect(request.method).toBe('GET')
    expect(Object.fromEntries(new URLSearchParams(request.path.split('?')[1]))).toEqual({
      current: 'OhG0dPlease1nsertLiquor!',
      new: 'slurm & more',
      repeat: 'slurm & more',
    })
    expect(field(/^current password/i)).toHaveValue('')
  })

  it('shows why the server refused the change', async () => {
    stubServer({ 'GET /rest/user/change-password': { status: 401, text: 'Current password is not correct.' } })
    const user = userEvent.setup()
    renderScreen(<ChangePasswordForm />, '/privacy-security/change-password')
    await fillChange(user, 'wrong', 'newpassword')
    await user.click(submitButton())
    expect(await screen.findByTestId('change-password-outcome')).toHaveTextContent('Current password is not correct.')
  })
})
