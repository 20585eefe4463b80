import { createContext } from 'react';
import type { ToastTone } from './toast';

export interface ToastOptions {
  tone?: ToastTone;
  /** Milliseconds; defaults to 5 s. */
  duration?: number;
}

export interface ToastApi {
  show: (message: string, options?: ToastOptions) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
