import { SanitizedTextInput } from './sanitized-text-input';

/** A record's required title, focused when its dialog opens. */
export function TitleInput(props: {
  value: string;
  error?: string;
  readOnly?: boolean;
  onChange: (title: string) => void;
}) {
  return (
    <SanitizedTextInput
      label="Title"
      required
      readOnly={props.readOnly}
      data-autofocus
      value={props.value}
      error={props.error}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
}
