/** The Banqi position editor's island (only this game's engine ships). */
import { banqiEditor } from '../editor/banqi-spec';
import { Editor, type EditorPageProps } from './editor/Editor';

export default function EditorBanqi(props: EditorPageProps) {
  return <Editor spec={banqiEditor} {...props} />;
}
