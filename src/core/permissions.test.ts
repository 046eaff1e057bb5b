import { describe, expect, it } from 'vitest';
import { checkAccess, findArea, isAdminRole } from './permissions';

const subject = (permissions: Record<string, boolean>, role = 'user', oemType: 'standard' | 'mobile-order' = 'mobile-order') => ({
  role,
  isManager: false,
  permissions,
  oemType,
  showHistory: true,
});

describe('permission table', () => {
  it('maps each flag to the areas of the specification', () => {
    expect(findArea('/products/123')?.flag).toBe('products');
    expect(findArea('/customers')?.flag).toBe('customer');
    expect(findArea('/quotation')?.flag).toBe('quote');
    expect(findArea('/order')?.flag).toBe('quote');
    expect(findArea('/sales')?.flag).toBe('invoice');
    expect(findArea('/order/seats')?.flag).toBe('invoice');
    expect(findArea('/purchase')?.flag).toBe('order');
    expect(findArea('/order/menu/category')?.flag).toBe('order');
    expect(findArea('/delivery')?.flag).toBe('delivery');
    expect(findArea('/')).toBeUndefined();
    expect(findArea('/productsx')).toBeUndefined();
    expect(findArea('/api/documents/invoice/1', 'apiPrefix')?.label).toBe('請求書管理');
  });

  it('needs no flag for the dashboard and my page', () => {
    expect(checkAccess(subject({}), '/')).toEqual({ allowed: true });
    expect(checkAccess(subject({}), '/mypage')).toEqual({ allowed: true });
  });

  it('treats every role but user as an administrator', () => {
    expect(isAdminRole('admin')).toBe(true);
    expect(isAdminRole('owner')).toBe(true);
    expect(isAdminRole('user')).toBe(false);
    expect(isAdminRole('')).toBe(false);
    expect(checkAccess(subject({}, 'admin'), '/staff')).toEqual({ allowed: true });
  });

  it('only truthy flags open an area', () => {
    expect(checkAccess(subject({ products: false }), '/products')).toMatchObject({
      allowed: false,
      message: '商品管理にアクセスする権限がありません',
    });
    expect(checkAccess(subject({ delivery: true }), '/delivery')).toEqual({ allowed: true });
  });

  it('opens 送信履歴 to members who may send some kind of document', () => {
    for (const flag of ['quote', 'invoice', 'order', 'delivery']) {
      expect(checkAccess(subject({ [flag]: true }), '/mail-history')).toEqual({ allowed: true });
      expect(checkAccess(subject({ [flag]: true }), '/api/mail-deliveries/1/resend', 'apiPrefix')).toEqual({ allowed: true });
    }
    expect(checkAccess(subject({ products: true, customer: true }), '/mail-history')).toEqual({
      allowed: false,
      reason: 'permission',
      message: '送信履歴にアクセスする権限がありません',
    });
    expect(checkAccess(subject({}), '/api/mail-deliveries', 'apiPrefix')).toMatchObject({ allowed: false });
  });

  it('keeps the order screens to mobile-order partners', () => {
    expect(checkAccess(subject({ quote: true }, 'admin', 'standard'), '/order')).toMatchObject({ allowed: false, reason: 'not-found' });
  });
});
