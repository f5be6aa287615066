/** The Banqi room page's island: the shared room UI over the Banqi rules (only this game's engine ships). */
import { banqiRules } from '../play/banqi-rules';
import { RoomGame, type RoomPageProps } from './room/RoomGame';

export default function RoomBanqi(props: RoomPageProps) {
  return <RoomGame rules={banqiRules} {...props} />;
}
