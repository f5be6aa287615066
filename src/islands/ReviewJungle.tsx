/** The Jungle review page's island: the shared review UI over the Jungle rules (only this game's engine ships). */
import { jungleRules } from '../play/jungle-rules';
import { ReviewGame, type ReviewPageProps } from './review/ReviewGame';

export default function ReviewJungle(props: ReviewPageProps) {
  return <ReviewGame rules={jungleRules} {...props} />;
}
