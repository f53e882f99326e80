/**
 * A select whose options the server finds as the user types (a list too long to send whole): the
 * first ones when nothing is typed, then each search after a short pause. The chosen option stays
 * while a search lists others. Form.Item gives it its id (the label's `for`), value and onChange;
 * the screen gives it its accessible name (`aria-label`, the label's words): a browser does not
 * always reach antd's select input through the label.
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { Select } from 'antd';

const SEARCH_DELAY_MS = 300;
/** Enough to choose from while typing narrows it. */
export const SEARCH_OPTIONS_MAX = 50;

export interface SearchOption {
  value: number;
  label: string;
  disabled?: boolean;
}

export interface SearchSelectProps {
  /** The options for the typed text. */
  find(text: string): Promise<SearchOption[]>;
  /** What else `find` depends on (a company): the options are found again when it changes. */
  findKey: string;
  /** What to say while loading, when the search failed and when nothing matches. */
  texts: { loading: string; failed: string; none: string };
  value?: number;
  onChange?(value: number | undefined): void;
  id?: string;
  'aria-label'?: string;
  placeholder?: string;
  allowClear?: boolean;
  style?: CSSProperties;
}

export function SearchSelect({ find, findKey, texts, value, onChange, id, placeholder, allowClear, style, ...aria }: SearchSelectProps) {
  const [search, setSearch] = useState('');
  const [state, setState] = useState<{ loading: boolean; failed: boolean; options: SearchOption[] }>({
    loading: true,
    failed: false,
    options: [],
  });
  const [chosen, setChosen] = useState<SearchOption | null>(null);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, failed: false }));
    const timer = setTimeout(
      () => {
        find(search)
          .then((options) => live && setState({ loading: false, failed: false, options }))
          .catch(() => live && setState({ loading: false, failed: true, options: [] }));
      },
      search === '' ? 0 : SEARCH_DELAY_MS,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `find` is made anew each render; what it reads is named by findKey and the search
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, findKey]);
  const kept = chosen !== null && chosen.value === value && !state.options.some((o) => o.value === chosen.value) ? [chosen] : [];
  return (
    <Select<number>
      id={id}
      aria-label={aria['aria-label']}
      style={style}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear={allowClear}
      loading={state.loading}
      value={value}
      placeholder={placeholder}
      notFoundContent={state.loading ? texts.loading : state.failed ? texts.failed : texts.none}
      options={[...kept, ...state.options]}
      onChange={(picked) => {
        setChosen(state.options.find((o) => o.value === picked) ?? null);
        onChange?.(picked ?? undefined);
      }}
    />
  );
}
