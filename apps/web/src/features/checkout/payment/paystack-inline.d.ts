/** The part of @paystack/inline-js (v2) that checkout uses; the package ships no types. */
declare module '@paystack/inline-js' {
  export interface PopupCallbacks {
    onSuccess?: (transaction: { id?: number; reference: string; message?: string }) => void;
    onCancel?: () => void;
    onError?: (error: { message: string }) => void;
    onLoad?: (response: { id: number; accessCode: string }) => void;
  }
  export default class PaystackPop {
    resumeTransaction(accessCode: string, callbacks?: PopupCallbacks): unknown;
  }
}
