import {
  addOrderNoteSchema,
  editOrderCustomerSchema,
  MAX_ORDER_NOTE_LENGTH,
  ORDER_CUSTOMER_FIELD_NAMES,
  ORDER_CUSTOMER_FIELDS,
  phoneLinks,
  validate,
  type EditOrderCustomerRequest,
  type OrderCustomerField,
  type OrderListItem,
} from '@cod/contracts';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@cod/ui';
import { MessageCircle, Pencil, Phone, StickyNote } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PendingButton } from '../../components/PendingButton.js';
import { TextAreaField, TextField } from '../../components/TextField.js';
import { formatDateTime } from '../../lib/format.js';
import { T } from '../../texts.js';
import { useAddNote, useEditCustomer } from './use-order-mutations.js';

/** Tap to call and to write on Viber: the seller phones buyers to confirm. */
export function PhoneLinks({ phone }: { phone: string }) {
  if (!phone) return null;
  const links = phoneLinks(phone);
  return (
    <span className="mt-1 flex flex-wrap gap-2" data-testid="phone-links">
      <a href={links.tel} className="inline-flex min-h-9 items-center gap-1 rounded-md border px-2.5 text-xs font-medium hover:bg-muted" aria-label={T.orders.callLabel(phone)}>
        <Phone className="size-3.5" aria-hidden="true" />
        {T.orders.call}
      </a>
      <a href={links.viber} className="inline-flex min-h-9 items-center gap-1 rounded-md border px-2.5 text-xs font-medium hover:bg-muted" aria-label={T.orders.viberLabel(phone)}>
        <MessageCircle className="size-3.5" aria-hidden="true" />
        {T.orders.viber}
      </a>
    </span>
  );
}

/** The seller's notes on the order, oldest first, and (for a seller who runs its orders) a field to add one. */
export function SellerNotes({ order, canWrite }: { order: OrderListItem; canWrite: boolean }) {
  const notes = Array.isArray(order.sellerNotes) ? order.sellerNotes : [];
  const add = useAddNote();
  const [text, setText] = useState('');
  const check = validate(addOrderNoteSchema, { text });
  const fieldId = `note-${order.id}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check.ok || add.isPending) return;
    add.mutate({ order, text }, { onSuccess: () => setText('') });
  }

  if (!canWrite && notes.length === 0) return null;
  return (
    <section className="grid gap-2" aria-label={T.orders.sellerNotes} data-testid="seller-notes">
      <h4 className="flex items-center gap-1.5 text-sm font-semibold">
        <StickyNote className="size-4 text-muted-foreground" aria-hidden="true" />
        {T.orders.sellerNotes}
      </h4>
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.orders.sellerNotesEmpty}</p>
      ) : (
        <ol className="grid gap-1.5 text-sm">
          {notes.map((n, i) => (
            <li key={`${n.at}-${i}`} className="rounded-md bg-muted/50 px-3 py-2" data-testid="seller-note">
              <p className="whitespace-pre-line break-words">{n.text}</p>
              <p className="mt-0.5 text-xs text-muted-foreground">
                <time dateTime={n.at}>{formatDateTime(n.at)}</time> · {T.orders.noteBy(n.author)}
              </p>
            </li>
          ))}
        </ol>
      )}
      {canWrite && (
        <form noValidate onSubmit={submit} className="grid gap-2">
          <TextAreaField
            id={fieldId}
            label={<span className="sr-only">{T.orders.noteLabel(order.orderId)}</span>}
            placeholder={T.orders.notePlaceholder}
            value={text}
            maxLength={MAX_ORDER_NOTE_LENGTH}
            rows={2}
            error={text.length > 0 && !check.ok ? check.firstError : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          <PendingButton type="submit" variant="outline" size="sm" className="justify-self-start" disabled={!check.ok} pending={add.isPending} pendingText={T.orders.addingNote}>
            {T.orders.addNote}
          </PendingButton>
        </form>
      )}
    </section>
  );
}

type CustomerForm = Record<OrderCustomerField, string>;
const formOf = (order: OrderListItem): CustomerForm => ({
  firstName: order.firstName ?? '',
  lastName: order.lastName ?? '',
  phone: order.phone ?? '',
  address: order.address ?? '',
  city: order.city ?? '',
  postalCode: order.postalCode ?? '',
});

/** 'Izmeni podatke kupca': a dialog with the buyer's fields; only what changed is sent. Closed once the shipment exists. */
export function EditCustomerButton({ order }: { order: OrderListItem }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<CustomerForm>(() => formOf(order));
  const edit = useEditCustomer(() => setOpen(false));
  const initial = formOf(order);
  const patch: EditOrderCustomerRequest = Object.fromEntries(ORDER_CUSTOMER_FIELD_NAMES.filter((f) => form[f] !== initial[f]).map((f) => [f, form[f]]));
  const check = validate(editOrderCustomerSchema, patch);
  const changed = Object.keys(patch).length > 0;
  const locked = Boolean(order.trackingId);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!changed || !check.ok || edit.isPending) return;
    edit.mutate({ order, patch });
  }

  return (
    <>
      <div className="grid gap-1">
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={locked}
          onClick={() => {
            setForm(formOf(order));
            setOpen(true);
          }}
          data-testid="edit-customer"
        >
          <Pencil aria-hidden="true" />
          {T.orders.editCustomer}
        </Button>
        {locked && <p className="text-xs text-muted-foreground">{T.orders.editLocked}</p>}
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{T.orders.editCustomerOf(order.orderId)}</DialogTitle>
            <DialogDescription>{T.orders.editCustomerHint}</DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
            {ORDER_CUSTOMER_FIELD_NAMES.map((field) => (
              <TextField
                key={field}
                id={`customer-${order.id}-${field}`}
                name={field}
                label={ORDER_CUSTOMER_FIELDS[field].label}
                value={form[field]}
                maxLength={ORDER_CUSTOMER_FIELDS[field].max}
                inputMode={field === 'phone' ? 'tel' : field === 'postalCode' ? 'numeric' : undefined}
                autoComplete="off"
                error={form[field] !== initial[field] ? check.errors[field] : undefined}
                fieldClassName={field === 'address' ? 'sm:col-span-2' : undefined}
                onChange={(e) => setForm((f) => ({ ...f, [field]: e.target.value }))}
              />
            ))}
            <DialogFooter className="sm:col-span-2">
              <Button variant="outline" onClick={() => setOpen(false)}>
                {T.common.cancel}
              </Button>
              <PendingButton type="submit" disabled={!changed || !check.ok} pending={edit.isPending} pendingText={T.orders.savingCustomer}>
                {T.orders.saveCustomer}
              </PendingButton>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The corrections of the buyer's data, oldest first (field, before → after, when, who). */
export function CustomerChanges({ order }: { order: OrderListItem }) {
  const changes = Array.isArray(order.customerChanges) ? order.customerChanges : [];
  if (!changes.length) return null;
  return (
    <section className="grid gap-1" aria-label={T.orders.customerChanges} data-testid="customer-changes">
      <h4 className="text-sm font-semibold">{T.orders.customerChanges}</h4>
      <ol className="grid gap-1 text-sm">
        {changes.map((c, i) => (
          <li key={`${c.at}-${i}`} className="flex flex-wrap gap-x-2">
            <time dateTime={c.at} className="tabular-nums text-muted-foreground">
              {formatDateTime(c.at)}
            </time>
            <span className="break-words">{T.orders.customerChange(ORDER_CUSTOMER_FIELDS[c.field]?.label ?? c.field, c.from, c.to)}</span>
            <span className="text-muted-foreground">· {c.by?.name || T.orders.historyBySystem}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
