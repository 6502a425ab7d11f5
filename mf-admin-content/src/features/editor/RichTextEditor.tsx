/**
 * The one rich-text editor of the content remote (static blocks, blog posts): Tiptap with a small
 * toolbar of react-aria buttons (bold, italic, headings, lists, link). It emits HTML; the server
 * sanitises every save, so the editor only has to offer what the sanitiser keeps.
 */
import { useEditor, EditorContent, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import { useEffect, useId, useState } from 'react';
import { Button, TextField } from '@armatura/shared-libs/ui';
import { useAdminPagesT } from '../texts/admin-pages-texts';
import { LINK_URL_PATTERN } from '@armatura/shared-libs/contracts';
import * as s from './editor.module.css';
import { CONTENT_LANGUAGE } from '@armatura/shared-libs/constants';

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange(html: string): void;
  errorMessage?: string;
}

export function RichTextEditor({ label, value, onChange, errorMessage }: RichTextEditorProps) {
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [
      // StarterKit 3 bundles a Link extension; ours is configured below (no navigation on click).
      StarterKit.configure({ link: false, heading: { levels: [2, 3] } }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https'] }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: s.armCaEditorArea ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        // The shop's content is written in Polish (spell-checking and screen readers follow it).
        lang: CONTENT_LANGUAGE,
        'aria-labelledby': labelId,
        ...(errorMessage ? { 'aria-describedby': errorId, 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // A value loaded after the first render (edit screens) replaces the editor's content once.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML()))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return (
    <div className={s.armCaEditor}>
      <span id={labelId} className={s.armCaEditorLabel}>
        {label}
      </span>
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
      {errorMessage && (
        <p id={errorId} className={s.armCaEditorError}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const t = useAdminPagesT();
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const tool = (key: keyof typeof active, label: string, text: string, run: () => void) => (
    <Button
      variant="quiet"
      size="small"
      aria-label={label}
      aria-pressed={active[key]}
      onPress={run}
      className={s.armCaEditorTool}
    >
      {text}
    </Button>
  );
  const applyLink = () => {
    const url = href.trim();
    if (!url) chain().extendMarkRange('link').unsetLink().run();
    else if (new RegExp(LINK_URL_PATTERN).test(url))
      chain().extendMarkRange('link').setLink({ href: url }).run();
    setLinkOpen(false);
  };
  return (
    <div className={s.armCaEditorToolbarWrap}>
      <div role="toolbar" aria-label={t('editorToolbar')} className={s.armCaEditorToolbar}>
        {tool('bold', t('bold'), 'B', () => chain().toggleBold().run())}
        {tool('italic', t('italic'), 'I', () => chain().toggleItalic().run())}
        {tool('h2', t('heading2'), 'H2', () => chain().toggleHeading({ level: 2 }).run())}
        {tool('h3', t('heading3'), 'H3', () => chain().toggleHeading({ level: 3 }).run())}
        {tool('bullet', t('bulletList'), '•', () => chain().toggleBulletList().run())}
        {tool('ordered', t('orderedList'), '1.', () => chain().toggleOrderedList().run())}
        {tool('link', t('link'), '🔗', () => {
          setHref((editor.getAttributes('link').href as string | undefined) ?? '');
          setLinkOpen((open) => !open);
        })}
      </div>
      {linkOpen && (
        <div className={s.armCaEditorLink}>
          <TextField
            label={t('linkPrompt')}
            value={href}
            onChange={setHref}
            autoFocus
            // Enter applies the link instead of submitting the form around the editor.
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              applyLink();
            }}
          />
          <Button size="small" onPress={applyLink}>
            {t('linkApply')}
          </Button>
        </div>
      )}
    </div>
  );
}
