import type { ForexItem } from '@fxdesk/contract';
import { useTranslation } from 'react-i18next';
import { canStepLotsDown, stepLotsDown, stepLotsUp } from './ticket';

interface SegmentedOption<T> {
  value: T;
  label: string;
  testId: string;
  tone?: 'buy' | 'sell';
}

interface SegmentedProps<T> {
  value: T;
  options: readonly SegmentedOption<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
}

/** Two or more mutually exclusive buttons (buy/sell, market/pending). */
export function Segmented<T extends string | number>({
  value,
  options,
  onChange,
  disabled,
  className,
}: SegmentedProps<T>) {
  return (
    <div className={`fx-segmented ${className ?? ''}`} role="radiogroup">
      {options.map((option) => {
        const checked = option.value === value;
        const classes = [
          'fx-segment',
          checked ? 'fx-segment--active' : '',
          option.tone ? `fx-segment--${option.tone}` : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <button
            key={String(option.value)}
            type="button"
            role="radio"
            aria-checked={checked}
            className={classes}
            disabled={disabled}
            onClick={() => onChange(option.value)}
            data-testid={option.testId}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

interface LotStepperProps {
  pair: ForexItem;
  lots: string;
  onChange: (lots: string) => void;
}

/** Lots with − and + in steps of Pip (SPEC §5); − is disabled at the floor. */
export function LotStepper({ pair, lots, onChange }: LotStepperProps) {
  const { t } = useTranslation();
  const canDown = canStepLotsDown(lots, pair);
  return (
    <div className="fx-ticket-field">
      <span className="fx-ticket-label">
        {t('order_form.lots')}
        <span className="fx-ticket-hint fx-num">
          {t('order_form.lots_hint', { min: pair.ForexMinCont, step: pair.Pip })}
        </span>
      </span>
      <div className="fx-stepper">
        <button
          type="button"
          className="fx-stepper-button"
          onClick={() => onChange(stepLotsDown(lots, pair))}
          disabled={!canDown}
          aria-label={t('order_form.decrease_lots')}
          data-testid="order-lots-minus"
        >
          −
        </button>
        <input
          className="fx-stepper-input fx-num"
          inputMode="decimal"
          value={lots}
          onChange={(e) => onChange(e.target.value.replace(',', '.').trim())}
          aria-label={t('order_form.lots')}
          data-testid="order-lots"
        />
        <button
          type="button"
          className="fx-stepper-button"
          onClick={() => onChange(stepLotsUp(lots, pair))}
          aria-label={t('order_form.increase_lots')}
          data-testid="order-lots-plus"
        >
          +
        </button>
      </div>
    </div>
  );
}

interface StopFieldProps {
  kind: 'sl' | 'tp';
  label: string;
  on: boolean;
  value: string;
  onToggle: (on: boolean) => void;
  onChange: (value: string) => void;
}

/** A stop-loss or take-profit level with its toggle; off means 0 is sent (SPEC §5). */
export function StopField({ kind, label, on, value, onToggle, onChange }: StopFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={on ? 'fx-ticket-field fx-stop fx-stop--on' : 'fx-ticket-field fx-stop'}>
      <div className="fx-stop-head">
        <span className="fx-ticket-label">{label}</span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-label={label}
          className={on ? 'fx-switch fx-switch--on' : 'fx-switch'}
          onClick={() => onToggle(!on)}
          data-testid={`order-${kind}-toggle`}
        >
          <span className="fx-switch-knob" />
        </button>
      </div>
      {on ? (
        <input
          className="fx-ticket-input fx-num"
          inputMode="decimal"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={t('order_form.price_placeholder')}
          aria-label={label}
          data-testid={`order-${kind}`}
        />
      ) : null}
    </div>
  );
}
