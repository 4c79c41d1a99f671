// Starts a browser session for a fresh customer without clicking through the login form.
import type { APIRequestContext, Page } from '@playwright/test'
import { logIn, newCustomer, registerCustomer, type Customer } from './api'

/** Registers a new customer, logs in over the API and hands the token to the web app before it loads. */
export async function browserAsNewCustomer(page: Page, request: APIRequestContext, label: string): Promise<Customer> {
  const customer = newCustomer(label)
  await registerCustomer(request, customer)
  const token = await logIn(request, customer)
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token)
  return customer
}
