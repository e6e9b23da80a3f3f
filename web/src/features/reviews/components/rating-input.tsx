import { Rate } from 'antd';

export interface RatingInputProps {
  value?: number;
  onChange?: (value: number) => void;
  /** Set by Form.Item: the id, and the error and required states for assistive technology. */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
}

/** Whole stars 1–5 for a form: a named radio group (antd's Rate alone is an unnamed list of radios). */
export function RatingInput({ value, onChange, ...aria }: RatingInputProps) {
  return (
    <div role="radiogroup" aria-label="Rating" {...aria}>
      <Rate value={value} onChange={onChange} />
    </div>
  );
}
