import { Suspense, useEffect, useState, type MouseEvent } from 'react'
import type { ChallengeSolvedNotification } from '@pulp/shared'
import { lazyNamed } from '@/lib/lazy-named'
import { getSocket } from '@/lib/socket'
import { saveContinueCode } from '../api/continue-codes'

const SolvedNotificationCards = lazyNamed(() => import('./solved-notification-cards'), 'SolvedNotificationCards')

/** Loaded on the first solve only: confetti is not needed to show the shop. */
const loadConfetti = () => import('canvas-confetti')
let confettiModule: ReturnType<typeof loadConfetti> | undefined

/** Confetti on a canvas of our own, hidden from assistive technology (it is decoration) and removed afterwards. */
async function celebrate(): Promise<void> {
  confettiModule ??= loadConfetti()
  const { default: confetti } = await confettiModule
  const canvas = document.createElement('canvas')
  canvas.setAttribute('aria-hidden', 'true')
  Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '2000' })
  document.body.appendChild(canvas)
  try {
    await confetti.create(canvas, { resize: true })({ particleCount: 120, spread: 80, origin: { y: 0.3 } })
  } finally {
    canvas.remove()
  }
}

/**
 * The "challenge solved" cards. Each one is acknowledged to the server with its flag; shift-click on a close
 * button closes all of them and reports the closed list (the Mass Dispel challenge).
 */
export function SolvedNotifications() {
  const [notifications, setNotifications] = useState<ChallengeSolvedNotification[]>([])

  useEffect(() => {
    const socket = getSocket()
    const onSolved = (notification: ChallengeSolvedNotification) => {
      if (!notification.hidden) {
        setNotifications((shown) => [...shown.filter(({ flag }) => flag !== notification.flag), notification])
      }
      if (!notification.isRestore) {
        celebrate().catch((error) => console.error('Confetti failed', error))
        saveContinueCode().catch((error) => console.error('Saving the continue code failed', error))
      }
      socket.emit('notification received', notification.flag)
    }
    socket.on('challenge solved', onSolved)
    return () => {
      socket.off('challenge solved', onSolved)
    }
  }, [])

  const close = (closed: ChallengeSolvedNotification) => (event: MouseEvent) => {
    if (event.shiftKey) {
      getSocket().emit('verifyCloseNotificationsChallenge', notifications)
      setNotifications([])
    } else {
      setNotifications((shown) => shown.filter((notification) => notification !== closed))
    }
  }

  if (notifications.length === 0) return null
  return (
    <Suspense fallback={null}>
      <SolvedNotificationCards notifications={notifications} close={close} />
    </Suspense>
  )
}
