/**
 * The legend of a builder list (images, upsells) and its short text: the title, how many of the
 * maximum are added, and what the list is for. Goes first inside the list's fieldset.
 */
export function CountedLegend({ title, count, max, text, textId, countTestId }: { title: string; count: number; max: number; text: string; textId?: string; countTestId?: string }) {
  return (
    <>
      <legend className="mb-1 flex w-full items-center justify-between gap-2 text-base font-semibold">
        <span>{title}</span>
        <span className="text-xs font-normal tabular-nums text-muted-foreground" data-testid={countTestId}>
          {count}/{max}
        </span>
      </legend>
      <p id={textId} className="-mt-1 text-sm text-muted-foreground">
        {text}
      </p>
    </>
  );
}
