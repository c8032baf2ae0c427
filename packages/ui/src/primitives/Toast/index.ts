export {
  ToastProvider,
  useToast,
  toastTones,
  type ToastProviderProps,
  type ToastOptions,
  type ToastTone,
} from './Toast';
