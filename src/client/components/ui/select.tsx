import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import {
  Children,
  type ComponentProps,
  createContext,
  isValidElement,
  type ReactNode,
  useContext,
  useState,
} from 'react';
import { cn } from '../../lib/cn';

/** Whether the list is open, and the chosen value, for SelectContent. */
const SelectState = createContext<{ open: boolean; value: string | undefined } | null>(null);

/**
 * Radix's root, which also tells SelectContent whether it is open. Closed, Radix still draws
 * every item out of sight (to show the chosen one's text and fill a hidden native select), and it
 * does so right after the page appears, in one go: with a few hundred options that was the
 * longest task of a list page's start. So a closed select draws only its chosen item, and the
 * rest when it opens.
 */
export function Select({
  open: openProp,
  onOpenChange,
  value: valueProp,
  defaultValue,
  onValueChange,
  ...props
}: ComponentProps<typeof SelectPrimitive.Root>) {
  const [openState, setOpenState] = useState(false);
  const [valueState, setValueState] = useState(defaultValue);
  const open = openProp ?? openState;
  const value = valueProp ?? valueState;
  return (
    <SelectState.Provider value={{ open, value }}>
      <SelectPrimitive.Root
        {...props}
        open={openProp}
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
      />
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

export const SelectValue = SelectPrimitive.Value;
export const SelectGroup = SelectPrimitive.Group;

/**
 * A select built on Radix: keyboard, typeahead and screen-reader support. Radix items may not have
 * an empty value, so "any" options use a sentinel such as 'all' that the caller maps.
 */
export function SelectTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      className={cn(
        'flex h-11 w-full cursor-pointer items-center justify-between gap-2 rounded-lg border border-input bg-surface px-3 text-left text-sm',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
        'data-[placeholder]:text-muted-foreground aria-[invalid=true]:border-destructive',
        className,
      )}
      {...props}
    >
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

export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex cursor-pointer select-none items-center rounded-lg py-2 pr-8 pl-3 text-sm outline-none',
        'data-[highlighted]:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator className="absolute right-2 inline-flex items-center">
        <Check className="size-4 text-primary" aria-hidden="true" />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}
