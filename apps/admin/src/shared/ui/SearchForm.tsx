import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Input } from './Field';

interface SearchFormProps {
  /** The search in the URL: the box follows it when it changes elsewhere (back button, "clear"). */
  q: string;
  /** Called with the trimmed text when the form is sent. */
  onSearch: (q: string) => void;
  /** The box's placeholder, also its accessible name. */
  placeholder: string;
  testId: string;
  maxLength?: number;
  /** More controls in the toolbar after the search button (clear, filters). */
  children?: ReactNode;
}

/** A list's search toolbar: a search box and its button. */
export function SearchForm({ q, onSearch, placeholder, testId, maxLength, children }: SearchFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setText(q);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="toolbar" onSubmit={submit} role="search">
      <Input
        className="search"
        type="search"
        placeholder={placeholder}
        aria-label={placeholder}
        value={text}
        maxLength={maxLength}
        onChange={(e) => setText(e.target.value)}
        data-testid={testId}
      />
      <Button type="submit" variant="primary">
        {t('common.search')}
      </Button>
      {children}
    </form>
  );
}
