import Skeleton from 'antd-mobile/es/components/skeleton';

/** The chat's place-holder while what it shows first (settings, messages) loads. */
export function ChatSkeleton({ lines }: { lines: number }) {
  return (
    <div className="fx-chat-skeleton">
      <Skeleton.Paragraph lineCount={lines} animated />
    </div>
  );
}
