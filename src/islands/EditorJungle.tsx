/** The Dou Shou Qi (Jungle) position editor's island. */
import { jungleEditor } from '../editor/jungle-spec';
import { Editor, type EditorPageProps } from './editor/Editor';

export default function EditorJungle(props: EditorPageProps) {
  return <Editor spec={jungleEditor} {...props} />;
}
