import { STORAGE_KEYS } from '@campus/contract';

/** §3 receipt keys in browser storage, written after an order and read by /order-success. */
export interface Receipt {
  receiptId: string;
  /** Naira, as a number in text form. */
  orderPrice: string;
  customerName: string;
  customerHall: string;
}

export function saveReceipt(receipt: Receipt): void {
  localStorage.setItem(STORAGE_KEYS.receiptId, receipt.receiptId);
  localStorage.setItem(STORAGE_KEYS.orderPrice, receipt.orderPrice);
  localStorage.setItem(STORAGE_KEYS.customerName, receipt.customerName);
  localStorage.setItem(STORAGE_KEYS.customerHall, receipt.customerHall);
}

/** The stored receipt, or null when the receipt id or the order price is missing (§2: then /order-success redirects). */
export function readReceipt(): Receipt | null {
  try {
    const receiptId = localStorage.getItem(STORAGE_KEYS.receiptId);
    const orderPrice = localStorage.getItem(STORAGE_KEYS.orderPrice);
    if (!receiptId || !orderPrice) return null;
    return {
      receiptId,
      orderPrice,
      customerName: localStorage.getItem(STORAGE_KEYS.customerName) ?? '',
      customerHall: localStorage.getItem(STORAGE_KEYS.customerHall) ?? '',
    };
  } catch {
    return null;
  }
}
