import { Tag, Typography } from 'antd';

export interface SettingsPlaceholderProps {
  title: string;
  summary: string;
}

/** A settings section that a later issue fills in. */
export function SettingsPlaceholder({ title, summary }: SettingsPlaceholderProps) {
  return (
    <div className="lp-settings-section">
      <Typography.Title level={3}>{title}</Typography.Title>
      <Typography.Paragraph>{summary}</Typography.Paragraph>
      <Tag color="processing">Coming soon</Tag>
    </div>
  );
}
