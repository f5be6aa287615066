/** The Banqi play page's island: the shared play UI over the Banqi rules (only this game's engine ships). */
import { banqiRules } from '../play/banqi-rules';
import { PlayGame, type PlayPageProps } from './play/PlayGame';

export default function PlayBanqi(props: PlayPageProps) {
  return <PlayGame rules={banqiRules} {...props} />;
}
