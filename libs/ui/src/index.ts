export { cn } from './lib/cn.js';
export { Button, buttonVariants, type ButtonProps } from './components/button.js';
export { Input } from './components/input.js';
export { NativeSelect, type NativeSelectProps } from './components/native-select.js';
export { Textarea } from './components/textarea.js';
export { Label } from './components/label.js';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './components/card.js';
export { Badge, badgeVariants, type BadgeProps, type BadgeVariant } from './components/badge.js';
export { Skeleton } from './components/skeleton.js';
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogPortal,
  DialogOverlay,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  type DialogContentProps,
} from './components/dialog.js';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './components/tabs.js';
export { Toaster, useToasts } from './components/toaster.js';
export {
  toast,
  dismissToast,
  getToasts,
  TOAST_LIMIT,
  type ToastOptions,
  type ToastItem,
  type ToastVariant,
} from './components/toast-store.js';
