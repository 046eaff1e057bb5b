import { useRef, useState } from 'react';
import { formatYen } from '@/core/format';
import { playChime } from '@/web/lib/alert-sound';
import type { Order } from '@/web/lib/ordering';
import { useAlertSettings } from './alert-settings';

export const orderSummary = (order: Order) => order.items.map((i) => `${i.name} ×${i.quantity}`).join('、');

function showNotification(order: Order) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    new Notification(`新しい注文: ${order.seatName}`, {
      body: `${orderSummary(order)}\n合計 ${formatYen(order.totalAmount)}`,
      tag: order.id,
    });
  } catch (error) {
    console.warn('通知を表示できませんでした', error);
  }
}

/**
 * The new-order alert of the specification: each order placed while the page is open is
 * alerted once (dialog, chime, browser notification, as switched on for the company).
 */
export function useOrderAlerts(companyId: string) {
  const [settings, updateSettings] = useAlertSettings(companyId);
  const [newOrders, setNewOrders] = useState<Order[]>([]);
  const alerted = useRef(new Set<string>());

  function handleOrderCreated(order: Order) {
    if (alerted.current.has(order.id)) return;
    alerted.current.add(order.id);
    setNewOrders((current) => [order, ...current]);
    // A blocked or failed chime is only logged (specification §8); the page shows the blocked state.
    if (settings.isSoundOn) playChime().catch((error: unknown) => console.warn('通知音を再生できませんでした', error));
    if (settings.isNotificationOn) showNotification(order);
  }

  return { newOrders, settings, updateSettings, handleOrderCreated, clear: () => setNewOrders([]) };
}
