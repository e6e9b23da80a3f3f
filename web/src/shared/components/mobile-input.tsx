import { MOBILE_INPUT_MAX_LENGTH, normaliseMobile } from '@localpros/contracts/rules';
import { Input, type InputProps } from 'antd';

export interface MobileInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * A mobile number box for a Form.Item: takes the usual UK forms (07…, +44 7…, 0044 7…) and, on
 * leaving it, shows a valid number as the account will hold it (07…), before the blur checks run.
 */
export function MobileInput({ value, onChange, onBlur, ...props }: MobileInputProps) {
  return (
    <Input
      type="tel"
      autoComplete="tel-national"
      inputMode="tel"
      maxLength={MOBILE_INPUT_MAX_LENGTH}
      {...props}
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      onBlur={(event) => {
        const stored = normaliseMobile(event.target.value);
        if (stored && stored !== event.target.value) onChange?.(stored);
        onBlur?.(event);
      }}
    />
  );
}
