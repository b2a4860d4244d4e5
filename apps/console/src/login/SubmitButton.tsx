// The login page's full-width submit button. Named by its text alone: antd's spinner is labelled
// "loading" in English, and can stay in the button's content (at zero width) when an answer comes
// before its animation starts.
import { Button } from 'antd';

export function SubmitButton({ label, busy }: { label: string; busy: boolean }) {
  return (
    <Button
      type="primary"
      htmlType="submit"
      block
      size="large"
      loading={busy}
      aria-label={label}
      aria-busy={busy}
    >
      {label}
    </Button>
  );
}
