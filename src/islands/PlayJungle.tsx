/** The Dou Shou Qi (Jungle) play page's island: the shared play UI over the Jungle rules. */
import { jungleRules } from '../play/jungle-rules';
import { PlayGame, type PlayPageProps } from './play/PlayGame';

export default function PlayJungle(props: PlayPageProps) {
  return <PlayGame rules={jungleRules} {...props} />;
}
