import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import {
  Children,
  type ComponentProps,
  createContext,
  Fragment,
  isValidElement,
  type ReactNode,
  useCallback,
  useContext,
  useId,
  useRef,
  useState,
} from 'react';
import { cn } from '#src/client/lib/cn.ts';
import { useFocusOnWake, useStandInHandlers, useWaking, type Waking } from './stand-in';

/**
 * The select's state, for its parts. `dormant`: no Radix select is mounted yet (below), and the
 * parts draw a plain button with the chosen item's text instead.
 */
interface SelectStateValue {
  open: boolean;
  value: string | undefined;
  dormant: boolean;
  /** The chosen item's text (found among the items), for the dormant button. */
  label: ReactNode;
  /** Mounts the real select; `open` opens it at once, `focus` moves focus to its button. */
  wake(options?: Partial<Waking>): void;
  /** Set once by wake({ focus }): the real button takes focus as it mounts. */
  focusOnWake: boolean;
  disabled: boolean;
}
const SelectState = createContext<SelectStateValue | null>(null);

/** The text of the item with this value, when the items are SelectItems (in groups or fragments). */
function itemLabel(node: ReactNode, value: string): ReactNode | undefined {
  for (const child of Children.toArray(node)) {
    if (!isValidElement<{ value?: string; children?: ReactNode }>(child)) continue;
    if (child.type === SelectItem) {
      if (child.props.value === value) return child.props.children;
    } else if (
      child.type === SelectContent ||
      child.type === SelectGroup ||
      child.type === Fragment ||
      child.type === SelectTrigger
    ) {
      const found = itemLabel(child.props.children, value);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * Radix's root, which also tells SelectContent whether it is open. Closed, Radix still draws
 * every item out of sight (to show the chosen one's text and fill a hidden native select), and it
 * does so right after the page appears, in one go: with a few hundred options that was the
 * longest task of a list page's start. So a closed select draws only its chosen item, and the
 * rest when it opens.
 *
 * Until the person reaches for it, the select is not mounted at all: a plain button with the
 * chosen item's text stands in (stand-in.ts). Radix, drawn on the server, showed no text at all
 * (it fills the chosen text in the browser).
 */
export function Select({
  open: openProp,
  onOpenChange,
  value: valueProp,
  defaultValue,
  onValueChange,
  defaultOpen,
  disabled,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Root>) {
  const [openState, setOpenState] = useState(defaultOpen ?? false);
  const [valueState, setValueState] = useState(defaultValue);
  const { woken, wake } = useWaking((waking) => {
    if (!waking.open) return;
    if (openProp === undefined) setOpenState(true);
    onOpenChange?.(true);
  });
  const open = openProp ?? openState;
  const value = valueProp ?? valueState;
  const label = value ? itemLabel(children, value) : undefined;
  // A select shown open, or whose chosen text is not among plain items, is mounted from the start.
  const dormant = !woken && !open && (!value || label !== undefined);
  const state: SelectStateValue = {
    open,
    value,
    dormant,
    label,
    focusOnWake: woken?.focus ?? false,
    disabled: !!disabled,
    wake,
  };
  if (dormant) return <SelectState.Provider value={state}>{children}</SelectState.Provider>;
  return (
    <SelectState.Provider value={state}>
      <SelectPrimitive.Root
        {...props}
        disabled={disabled}
        open={openProp}
        defaultOpen={defaultOpen ?? woken?.open}
        onOpenChange={(next) => {
          setOpenState(next);
          onOpenChange?.(next);
        }}
        value={valueProp}
        defaultValue={defaultValue}
        onValueChange={(next) => {
          setValueState(next);
          onValueChange?.(next);
        }}
      >
        {children}
      </SelectPrimitive.Root>
    </SelectState.Provider>
  );
}

/** The chosen item alone, when the items are plain SelectItems (anything else is kept whole). */
function chosenOnly(children: ReactNode, value: string | undefined): ReactNode {
  const items = Children.toArray(children);
  const plain = items.every((child) => isValidElement(child) && child.type === SelectItem);
  if (!plain) return children;
  return items.filter((child) => isValidElement<{ value?: string }>(child) && child.props.value === value);
}

/** The chosen item's text, or the placeholder (the dormant select writes them itself). */
export function SelectValue(props: ComponentProps<typeof SelectPrimitive.Value>) {
  const state = useContext(SelectState);
  if (state?.dormant) {
    return (
      <span style={{ pointerEvents: 'none' }} className={props.className}>
        {state.label ?? props.placeholder}
      </span>
    );
  }
  return <SelectPrimitive.Value {...props} />;
}

export const SelectGroup = SelectPrimitive.Group;

const triggerClasses = [
  'flex h-11 w-full cursor-pointer items-center justify-between gap-2 rounded-lg border border-input bg-surface px-3 text-left text-sm',
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
  'data-[placeholder]:text-muted-foreground aria-[invalid=true]:border-destructive',
];

/** The stand-in for a select not yet used: Radix's closed button, as far as anyone can tell. */
function DormantTrigger({
  className,
  children,
  state,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger> & { state: SelectStateValue }) {
  const { asChild: _asChild, ...button } = props;
  const handlers = useStandInHandlers(state.wake, props);
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded="false"
      aria-autocomplete="none"
      data-state="closed"
      data-placeholder={state.value ? undefined : ''}
      data-disabled={state.disabled ? '' : undefined}
      {...button}
      disabled={state.disabled || button.disabled}
      className={cn(triggerClasses, className)}
      {...handlers}
    >
      <span className="truncate">{children}</span>
      <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
    </button>
  );
}

/**
 * A select built on Radix: keyboard, typeahead and screen-reader support. Radix items may not have
 * an empty value, so "any" options use a sentinel such as 'all' that the caller maps.
 */
export function SelectTrigger({
  className,
  children,
  ref,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  const state = useContext(SelectState);
  const own = useRef<HTMLButtonElement | null>(null);
  const refs = useCallback(
    (node: HTMLButtonElement | null) => {
      own.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  useFocusOnWake(own, !!state?.focusOnWake && !state.dormant);
  if (state?.dormant) {
    return (
      <DormantTrigger ref={refs} className={className} state={state} {...props}>
        {children}
      </DormantTrigger>
    );
  }
  return (
    <SelectPrimitive.Trigger ref={refs} className={cn(triggerClasses, className)} {...props}>
      <span className="truncate">{children}</span>
      <SelectPrimitive.Icon asChild>
        <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  const state = useContext(SelectState);
  if (state?.dormant) return null;
  const items = state && !state.open ? chosenOnly(children, state.value) : children;
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position="popper"
        sideOffset={4}
        className={cn(
          'z-50 max-h-[min(20rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-border bg-surface shadow-raised',
          'data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{items}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({
  className,
  children,
  aside,
  ...props
}: ComponentProps<typeof SelectPrimitive.Item> & {
  /** Drawn after the item's text but not part of it, so the closed select shows the text alone (a count). */
  aside?: ReactNode;
}) {
  // Radix names the option by its text alone: the aside is the option's description.
  const asideId = useId();
  return (
    <SelectPrimitive.Item
      aria-describedby={aside ? asideId : undefined}
      className={cn(
        'relative flex cursor-pointer select-none items-center rounded-lg py-2 pr-8 pl-3 text-sm outline-none',
        'data-[highlighted]:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      {aside ? (
        <span id={asideId} className="ml-auto pl-3 text-xs text-muted-foreground tabular-nums">
          {aside}
        </span>
      ) : null}
      <SelectPrimitive.ItemIndicator className="absolute right-2 inline-flex items-center">
        <Check className="size-4 text-primary" aria-hidden="true" />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}
