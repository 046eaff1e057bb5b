import { useRef, useState } from 'react';
import { formatYen } from '@/core/format';
import { seatRequestDetails, seatRequestTitle } from '@/core/schemas/orders';
import { playChime } from '@/web/lib/alert-sound';
import type { Order } from '@/web/lib/ordering';
import { useAlertSettings } from './alert-settings';
import type { SeatRequest } from './table-service-api';

export const orderSummary = (order: Order) => order.items.map((i) => `${i.name} ×${i.quantity}`).join('、');

function showNotification(title: string, body: string, tag: string) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    new Notification(title, { body, tag });
  } catch (error) {
    console.warn('通知を表示できませんでした', error);
  }
}

/**
 * The new-order alert of the specification: each order placed while the page is open is
 * alerted once (dialog, chime, browser notification, as switched on for the company), and so is
 * each 店員呼び出し / お会計, named apart.
 */
export function useOrderAlerts(companyId: string) {
  const [settings, updateSettings] = useAlertSettings(companyId);
  const [newOrders, setNewOrders] = useState<Order[]>([]);
  const [newRequests, setNewRequests] = useState<SeatRequest[]>([]);
  const alerted = useRef(new Set<string>());

  function ring(title: string, body: string, tag: string) {
    // A blocked or failed chime is only logged (specification §8); the page shows the blocked state.
    if (settings.isSoundOn) playChime().catch((error: unknown) => console.warn('通知音を再生できませんでした', error));
    if (settings.isNotificationOn) showNotification(title, body, tag);
  }

  function handleOrderCreated(order: Order) {
    if (alerted.current.has(order.id)) return;
    alerted.current.add(order.id);
    setNewOrders((current) => [order, ...current]);
    ring(`新しい注文: ${order.seatName}`, `${orderSummary(order)}\n合計 ${formatYen(order.totalAmount)}`, order.id);
  }

  function handleSeatRequest(request: SeatRequest) {
    if (alerted.current.has(request.id)) return;
    alerted.current.add(request.id);
    setNewRequests((current) => [request, ...current]);
    ring(seatRequestTitle(request.seatName, request.kind), `${request.seatName}の${seatRequestDetails[request.kind]}`, request.id);
  }

  function clear() {
    setNewOrders([]);
    setNewRequests([]);
  }

  return {
    newOrders,
    newRequests,
    settings,
    updateSettings,
    handleOrderCreated,
    handleSeatRequest,
    clear,
    dismissOrders: () => setNewOrders([]),
  };
}
