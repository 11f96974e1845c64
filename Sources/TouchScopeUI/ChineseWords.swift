/// Chinese words the wrapper keeps on one line: the words of the interface's string table and
/// the scenes' Chinese summaries (a two- to four-character word is never broken across lines).
///
/// Chinese has no spaces between words, so a line may break between any two characters; UAX #14
/// allows it, but a break inside a word (视|图) reads badly. A full segmenter needs a large
/// dictionary; this short list covers the vocabulary TouchScope itself writes, and text outside it
/// still breaks by characters (never worse than before). Segmented by longest match first.
enum ChineseWords {
    /// The longest word in the list, in characters.
    static let maxLength = 5

    static let words: Set<String> = [
        // Views, touches and the chain.
        "视图", "子视图", "父视图", "视图树", "命中视图", "根视图", "触摸", "响应者", "响应者链", "响应链", "下一响应者",
        "第一响应者", "手指", "手势", "识别器", "手势识别器", "按钮", "窗口", "控件", "控制器", "视图控制器", "应用",
        "代理", "事件", "事件日志", "日志", "面板", "场景", "场景文件", "文件", "区域", "点击区域", "死区", "命中",
        "在内", "在外", "边缘", "边界", "坐标", "矩形", "圆形", "屏幕", "标签", "图片", "图像", "照片", "卡片", "列表",
        "盒子", "气泡", "头像", "徽章", "横条", "贴纸", "便签", "滑块", "开关", "分段", "输入", "动作", "目标", "方法",
        "层级", "提示框", "提示", "弹窗", "滚动", "滚动视图", "内容", "偏移", "工具栏", "标签栏", "导航栏",
        // What happens.
        "点击", "点按", "双击", "长按", "轻扫", "拖动", "移动", "捏合", "缩放", "旋转", "抬起", "按下", "按住",
        "处理", "转发", "丢弃", "返回", "收到", "接收", "送达", "发送", "传递", "取消", "失败", "成功", "识别",
        "开始", "结束", "继续", "等待", "跟踪", "追踪", "重写", "实现", "调用", "覆盖", "裁剪", "隐藏", "显示",
        "交互", "关闭", "打开", "启用", "禁用", "选中", "选择", "检查", "查找", "折叠", "展开", "清除", "保留",
        "保存", "加载", "重新", "重新加载", "撤销", "重放", "回放", "播放", "导出", "切换", "单步", "跳过", "高亮",
        "询问", "忽略", "允许", "需要", "包含", "扩大", "修复", "触发", "胜出", "胜过", "决定", "到达", "落在",
        "穿透", "重叠", "突出", "超出", "测试", "命中测试", "帮助", "快速", "立即", "循环", "换算", "改动",
        // Small words.
        "一个", "两个", "三个", "没有", "自己", "它的", "不会", "不是", "所以", "因为", "然后", "之前", "之后",
        "之外", "以内", "上面", "下面", "上方", "下方", "左边", "右边", "左上", "前面", "后面", "中间", "里面",
        "这里", "那里", "这个", "这次", "每次", "每个", "所有", "任何", "只有", "只要", "永远", "已经", "可能",
        "可以", "仍然", "同样", "相同", "直接", "根本", "最后", "最前", "第一", "第二", "一次", "部分", "默认",
        "普通", "于是", "但是", "而且", "或者", "如果", "假如", "虽然", "也不", "都是", "什么", "问题", "工作",
        "方向", "位置", "大小", "颜色", "白色", "蓝色", "黄色", "橙色", "绿色", "紫色", "红色", "灰色", "透明",
        "苹果", "空白", "看到", "看得见", "一下", "一根", "两根", "加上", "依然", "照常", "从不", "向上", "向下",
        "最多", "秒钟", "数量", "次数", "状态", "原因", "结果", "改变", "变化", "英文", "中文", "语言",
        // Words the scenes' summaries and captions use (issue 12's review found each split).
        "收不到", "接不到", "拿不到", "最大", "最小", "背景", "先问", "文章", "第二次", "第一次", "最上面", "最下面",
        "说了", "不包含", "两下", "那样", "这样", "怎样", "对比", "叠加", "叠加层", "移除", "转动", "用户", "处于",
        "左边缘", "右边缘", "出现", "随之", "消失", "选项", "张开", "两件事", "事情", "键盘", "文本框", "输入框",
        "半透明", "办法", "标志", "购买", "整个", "一样", "还是", "只是", "就是", "不能", "不再", "不用",
        "能够", "应该", "必须", "因此", "例如", "比如", "同时", "一起", "分别", "各自", "其他", "另一个", "别的",
        "时候", "时间", "距离", "速度", "手机", "系统", "页面", "翻页", "减速", "回弹", "甩动", "拖动中", "橡皮筋",
        "动画", "模型", "画面", "绘制", "图层", "表格", "单元格", "分区", "地图", "缩略图", "相册", "按住不放",
        // Keys named in the hints (a key whose character is punctuation goes by its name).
        "逗号键", "句号键", "斜杠键", "后退", "前进", "退出", "下一类",
    ]

    /// `run` (Chinese characters only) split into words of the list, longest match first; a
    /// character in no word is a word of its own.
    static func segment(_ run: [Character]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < run.count {
            var length = 1
            for n in stride(from: min(maxLength, run.count - i), through: 2, by: -1) where words.contains(String(run[i..<(i + n)])) {
                length = n
                break
            }
            out.append(String(run[i..<(i + length)]))
            i += length
        }
        return out
    }
}
