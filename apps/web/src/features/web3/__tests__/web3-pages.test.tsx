import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { stubServer } from '@/testing/fake-server'
import { testConfig } from '@/testing/test-config'
import { renderScreen } from '@/testing/render'
import { ContractSandbox } from '../components/contract-sandbox'
import { TokenSale } from '../components/token-sale'
import { unannouncedRoute } from '../unannounced-route'

describe('web3 pages', () => {
  it('rebuild the token sale route from codes, so that the route table never names it', () => {
    expect(unannouncedRoute()).toBe('tokensale-ico-ea')
    const routeTable = readFileSync(join(import.meta.dirname, '..', '..', '..', 'app', 'router.tsx'), 'utf8')
    expect(routeTable).not.toContain('tokensale')
  })

  it('announce the token sale of the configured altcoin, which has not started', async () => {
    const config = testConfig()
    stubServer({ 'GET /rest/admin/application-configuration': { json: { config: { ...config, application: { ...config.application, altcoinName: 'Pulpcoin' } } } } })
    renderScreen(<TokenSale />, '/tokensale-ico-ea')
    expect(await screen.findByRole('heading', { name: 'Pulpcoin token sale' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Buy tokens' })).toBeDisabled()
  })

  it('let a developer edit a contract in the sandbox, and say what deploying it needs', async () => {
    renderScreen(<ContractSandbox />, '/web3-sandbox')
    const editor = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Contract source (Solidity)' })
    expect(editor.value).toContain('contract TipJar')
    expect(screen.getByRole('button', { name: 'Compile and deploy' })).toBeDisabled()
    expect(screen.getByText(/needs the Solidity compiler and a local Ethereum test chain/)).toBeInTheDocument()
  })
})
