import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { apiRequest } from '@/lib/api-client'
import { clearSession } from '@/lib/auth-storage'

/** Logout: remember the last login IP on the server, forget the session, go to the start page. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate()
  return useCallback(async () => {
    try {
      await apiRequest('/rest/saveLoginIp')
    } catch (error) {
      console.error('Saving the last login IP failed', error)
    }
    clearSession()
    await navigate('/')
  }, [navigate])
}
