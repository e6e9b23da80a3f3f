import { useMyThreads } from '../api/threads';
import { ConversationsButton, type ConversationsButtonProps } from './conversations-button';

/**
 * The job's conversations button, only where the user has one about the job (a quoted job, a job in
 * progress: a business that quoted without marking interest has none). One list for the whole tab.
 */
export function JobConversationsLink(props: ConversationsButtonProps) {
  const { data } = useMyThreads();
  if (!data?.threads.some((thread) => thread.jobId === props.jobId)) return null;
  return <ConversationsButton {...props} />;
}
