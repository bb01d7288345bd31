import { SanitizedTextInput, type SanitizedTextInputProps } from './sanitized-text-input';

export interface NameInputProps extends Omit<SanitizedTextInputProps, 'onChange' | 'onKeyDown'> {
  onValueChange: (value: string) => void;
  /** Runs on Enter, so a short add-by-name field needs no click. */
  onSubmit: () => void;
}

/** A sanitized single-line field that reports its text and submits on Enter. */
export function NameInput({ onValueChange, onSubmit, ...props }: NameInputProps) {
  return (
    <SanitizedTextInput
      {...props}
      onChange={(event) => onValueChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSubmit();
      }}
    />
  );
}
