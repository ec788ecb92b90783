import { useIsDesktop } from '../device/device';
import { SearchIcon } from './icons';
import './search-box.css';

/**
 * The search box of the search pages (pairs, companies): a magnifier and a search input whose
 * placeholder is also its accessible name; it takes focus on a desktop, where a keyboard is there.
 */
export function SearchBox(props: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength: number;
  testId: string;
}) {
  const desktop = useIsDesktop();
  return (
    <label className="fx-search-box">
      <SearchIcon />
      <input
        className="fx-search-input"
        type="search"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        placeholder={props.placeholder}
        aria-label={props.placeholder}
        autoFocus={desktop}
        enterKeyHint="search"
        maxLength={props.maxLength}
        data-testid={props.testId}
      />
    </label>
  );
}
