import { listParamName } from '#src/client/components/lists/use-list-params.ts';
import { SearchField } from '#src/client/components/ui/search-field.tsx';
import { useUrlText } from '#src/client/lib/use-url-text.ts';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * A search box of a server-paged staff list, kept in the address as the list's `param` (typing goes
 * back to its first page once it pauses). Its id is `{list}-{param}`, `{list}-search` for `q`.
 */
export function ListSearchField({
  list,
  param,
  label,
  placeholder,
}: {
  /** The list's prefix in the address (useListParams). */
  list: string;
  param: string;
  label: string;
  placeholder?: string;
}) {
  const [value, setValue] = useUrlText(listParamName(list, param), listParamName(list, 'page'));
  return (
    <SearchField
      id={`${list}-${param === 'q' ? 'search' : kebab(param)}`}
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={setValue}
    />
  );
}
