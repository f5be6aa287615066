/** The Jungle room page's island: the shared room UI over the Jungle rules. */
import { jungleRules } from '../play/jungle-rules';
import { RoomGame, type RoomPageProps } from './room/RoomGame';

export default function RoomJungle(props: RoomPageProps) {
  return <RoomGame rules={jungleRules} {...props} />;
}
